import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok, page } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { pageWindow } from '../../auth/list-query.ts';
import { pageView } from '../../pages/page-view.ts';
import { auditedPage, inPageChange, pageSubject } from './admin-page-changes.ts';
import { pageListQuery } from './admin-page-list.ts';
import {
  deletePageRow,
  findPageById,
  findPageOf,
  insertPage,
  listPages,
  mappedSlugs,
  otherPublishedVersions,
  updatePageRow,
  type PageRow,
  type PageValues,
} from './admin-pages.repo.ts';

const pageNotFound = msg`This page does not exist or has been deleted`;
const slugTaken = msg`A page with this address already exists in this language`;
const stillMapped = msg`The settings’ page mapping links to this page and this is its last published version: map another page first`;

/** The staff's management of the static pages served at `/p/{slug}`. */
export function adminPageHandlers({ db }: AppContext): Handlers {
  async function onePage(id: string) {
    const row = await findPageById(db, id);
    if (!row) throw notFound(pageNotFound);
    return row;
  }

  /**
   * A page the sign-up form links to (the settings' page mapping) keeps one published version: refused
   * when `current` is that version and the change would take it away.
   */
  async function keepMappedPage(current: PageRow) {
    if (!current.isPublished || !(await mappedSlugs(db)).includes(current.slug)) return;
    if ((await otherPublishedVersions(db, current.slug, current.id)) === 0) {
      throw invalidField('slug', stillMapped);
    }
  }

  const adminListPages: Handler<'adminListPages'> = async (request) => {
    const { filter, order } = pageListQuery(request.query);
    const { page: current, perPage, offset } = pageWindow(request.query);
    const { rows, total } = await listPages(db, filter, order, { limit: perPage, offset });
    return page(rows.map(pageView), { page: current, perPage, total }, request.t(msg`Pages`));
  };

  const adminGetPage: Handler<'adminGetPage'> = async (request) =>
    ok(pageView(await onePage(request.params.id)), request.t(msg`Page`));

  const adminCreatePage: Handler<'adminCreatePage'> = async (request, reply) => {
    const body = request.body;
    if (await findPageOf(db, body.slug, body.language)) throw invalidField('slug', slugTaken);
    const published = body.is_published ?? false;
    const values: PageValues = {
      slug: body.slug,
      language: body.language,
      title: body.title.trim(),
      content: body.content,
      metaDescription: body.meta_description?.trim() || null,
      isPublished: published,
      publishedAt: published ? new Date() : null,
    };
    const created = await inPageChange(db, async (tx) => {
      const row = await insertPage(tx, values);
      if (row) {
        await recordAdminChange(tx, request, {
          action: 'admin.page.created',
          subject: pageSubject(row),
          after: auditedPage(row),
        });
      }
      return row;
    });
    if (!created) throw invalidField('slug', slugTaken);
    reply.code(201);
    return ok(pageView(created), request.t(msg`The page has been created`));
  };

  const adminUpdatePage: Handler<'adminUpdatePage'> = async (request) => {
    const current = await onePage(request.params.id);
    const body = request.body;
    const slug = body.slug ?? current.slug;
    const language = body.language ?? current.language;
    const holder = await findPageOf(db, slug, language);
    if (holder && holder.id !== current.id) throw invalidField('slug', slugTaken);
    if (slug !== current.slug || body.is_published === false) await keepMappedPage(current);
    const publishing = body.is_published === true && !current.publishedAt;
    const values: Partial<PageValues> = {
      ...(body.slug !== undefined && { slug: body.slug }),
      ...(body.language !== undefined && { language: body.language }),
      ...(body.title !== undefined && { title: body.title.trim() }),
      ...(body.content !== undefined && { content: body.content }),
      ...(body.meta_description !== undefined && { metaDescription: body.meta_description?.trim() || null }),
      ...(body.is_published !== undefined && { isPublished: body.is_published }),
      // Published the first time: the date stays through later unpublishing and publishing.
      ...(publishing && { publishedAt: new Date() }),
    };
    const updated = await inPageChange(db, async (tx) => {
      const row = await updatePageRow(tx, current.id, values);
      await recordAdminChange(tx, request, {
        action: 'admin.page.updated',
        subject: pageSubject(row),
        before: auditedPage(current),
        after: auditedPage(row),
      });
      return row;
    });
    return ok(pageView(updated), request.t(msg`The page has been saved`));
  };

  const adminDeletePage: Handler<'adminDeletePage'> = async (request) => {
    const current = await onePage(request.params.id);
    await keepMappedPage(current);
    await inPageChange(db, async (tx) => {
      await recordAdminChange(tx, request, {
        action: 'admin.page.deleted',
        subject: pageSubject(current),
        before: auditedPage(current),
      });
      await deletePageRow(tx, current.id);
    });
    return ok(null, request.t(msg`The page has been deleted`));
  };

  return { adminListPages, adminGetPage, adminCreatePage, adminUpdatePage, adminDeletePage };
}
