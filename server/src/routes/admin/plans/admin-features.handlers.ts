import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/database.ts';
import { recordAdminChange, type AuditSubject } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { inPlanChange } from './admin-plan-changes.ts';
import { textsOf } from './admin-plan-input.ts';
import { textsByField } from './admin-plan-view.ts';
import {
  deleteFeatureRow,
  featuresWithUse,
  findFeature,
  insertFeature,
  replaceFeatureTexts,
  updateFeatureRow,
  type FeatureRow,
  type FeatureValues,
  type FeatureWithUse,
} from './admin-features.repo.ts';

type AdminFeatureView = components['schemas']['AdminFeature'];

const featureNotFound = msg`This feature does not exist or has been deleted`;
const slugTaken = msg`A feature with this slug already exists`;

function featureView({ feature, plansCount, translations }: FeatureWithUse): AdminFeatureView {
  return {
    id: feature.id,
    slug: feature.slug,
    name: feature.name,
    description: feature.description,
    type: feature.type,
    is_active: feature.isActive,
    sort_order: feature.sortOrder,
    created_at: feature.createdAt,
    updated_at: feature.updatedAt,
    plans_count: plansCount,
    translations,
  };
}

const subjectOf = (feature: FeatureRow): AuditSubject => ({
  type: 'feature',
  id: feature.id,
  label: feature.name,
});

/** A feature as the audit trail compares it. */
async function audited(db: Database, id: string) {
  const [found] = await featuresWithUse(db, [id]);
  if (!found) return undefined;
  const view = featureView(found);
  return {
    slug: view.slug,
    name: view.name,
    description: view.description,
    type: view.type,
    is_active: view.is_active,
    sort_order: view.sort_order,
    ...textsByField(view.translations),
  };
}

/** The staff's management of the features plans offer. */
export function adminFeatureHandlers({ db }: AppContext): Handlers {
  async function oneFeature(slug: string) {
    const feature = await findFeature(db, slug);
    if (!feature) throw notFound(featureNotFound);
    return feature;
  }

  async function viewOf(id: string) {
    const [found] = await featuresWithUse(db, [id]);
    if (!found) throw notFound(featureNotFound);
    return featureView(found);
  }

  const adminListFeatures: Handler<'adminListFeatures'> = async (request) =>
    ok((await featuresWithUse(db)).map(featureView), request.t(msg`Plan features`));

  const adminGetFeature: Handler<'adminGetFeature'> = async (request) =>
    ok(await viewOf((await oneFeature(request.params.slug)).id), request.t(msg`Plan feature`));

  const adminCreateFeature: Handler<'adminCreateFeature'> = async (request, reply) => {
    const body = request.body;
    if (await findFeature(db, body.slug)) throw invalidField('slug', slugTaken);
    const values: FeatureValues = {
      slug: body.slug,
      name: body.name.trim(),
      description: body.description?.trim() || null,
      type: body.type,
      isActive: body.is_active ?? true,
      sortOrder: body.sort_order ?? 0,
    };
    const feature = await inPlanChange(db, async (tx) => {
      const created = await insertFeature(tx, values);
      if (!created) return undefined;
      await replaceFeatureTexts(tx, created.id, textsOf(body.translations ?? {}));
      await recordAdminChange(tx, request, {
        action: 'admin.feature.created',
        subject: subjectOf(created),
        after: await audited(tx, created.id),
      });
      return created;
    });
    if (!feature) throw invalidField('slug', slugTaken);
    reply.code(201);
    return ok(await viewOf(feature.id), request.t(msg`The feature has been created`));
  };

  const adminUpdateFeature: Handler<'adminUpdateFeature'> = async (request) => {
    const current = await oneFeature(request.params.slug);
    const body = request.body;
    if (body.type !== undefined && body.type !== current.type) {
      const [use] = await featuresWithUse(db, [current.id]);
      if (use?.plansCount) {
        throw invalidField(
          'type',
          msg`Plans offering this feature: ${{ count: use.plansCount }}. Its kind cannot change while plans offer it`,
        );
      }
    }
    const values: Partial<FeatureValues> = {
      ...(body.name !== undefined && { name: body.name.trim() }),
      ...(body.description !== undefined && { description: body.description?.trim() || null }),
      ...(body.type !== undefined && { type: body.type }),
      ...(body.is_active !== undefined && { isActive: body.is_active }),
      ...(body.sort_order !== undefined && { sortOrder: body.sort_order }),
    };
    await inPlanChange(db, async (tx) => {
      const before = await audited(tx, current.id);
      const updated = await updateFeatureRow(tx, current.id, values);
      if (body.translations) await replaceFeatureTexts(tx, current.id, textsOf(body.translations));
      await recordAdminChange(tx, request, {
        action: 'admin.feature.updated',
        subject: subjectOf(updated),
        before,
        after: await audited(tx, current.id),
      });
    });
    return ok(await viewOf(current.id), request.t(msg`The feature has been saved`));
  };

  const adminDeleteFeature: Handler<'adminDeleteFeature'> = async (request) => {
    const current = await oneFeature(request.params.slug);
    const [use] = await featuresWithUse(db, [current.id]);
    if (use?.plansCount) {
      throw invalidField(
        'feature',
        msg`Plans offering this feature: ${{ count: use.plansCount }}. Take it off them first, or switch it off instead`,
      );
    }
    await inPlanChange(db, async (tx) => {
      await recordAdminChange(tx, request, {
        action: 'admin.feature.deleted',
        subject: subjectOf(current),
        reason: request.query.reason?.trim() || undefined,
        before: await audited(tx, current.id),
      });
      await deleteFeatureRow(tx, current.id);
    });
    return ok(null, request.t(msg`The feature has been deleted`));
  };

  return { adminListFeatures, adminGetFeature, adminCreateFeature, adminUpdateFeature, adminDeleteFeature };
}
