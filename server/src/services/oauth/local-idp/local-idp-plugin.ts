import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { InteractionResults, Provider } from 'oidc-provider';
import type { ServerConfig } from '../../../config.ts';
import { DevDirectory } from './dev-identities.ts';
import { errorPage, loginPage } from './interaction-pages.ts';
import { createLocalProvider, LOCAL_IDP_PREFIX } from './local-provider.ts';

interface InteractionRoute {
  Params: { uid: string };
  Body: { email?: string; name?: string } | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}

const translator = (request: FastifyRequest) => (message: MessageDescriptor) => request.t(message);

/**
 * Mounts the local OpenID provider (demo mode only) under /__dev/oidc: the provider's own endpoints
 * (discovery, authorisation, token, user info, keys) and its sign-in pages, which are plain HTML forms
 * that work without JavaScript. The provider is built on first use.
 */
export function localIdentityProvider(config: ServerConfig) {
  return async (app: FastifyInstance) => {
    const directory = new DevDirectory();
    let provider: Provider | undefined;
    let handle: ReturnType<Provider['callback']> | undefined;
    const local = () => (provider ??= createLocalProvider(config.appUrl, directory));

    await app.register(async (scope) => {
      // The provider parses its request bodies itself, so they reach it unread.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.all(`${LOCAL_IDP_PREFIX}/*`, (request, reply) => {
        reply.hijack();
        // Mounted like an Express sub-app: the provider routes on `url` and builds its links from the
        // prefix that `originalUrl` has in front of it.
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = raw.url?.slice(LOCAL_IDP_PREFIX.length) || '/';
        handle ??= local().callback();
        handle(raw, reply.raw);
      });
    });

    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      const action = (uid: string) => `${LOCAL_IDP_PREFIX}/interaction/${encodeURIComponent(uid)}`;
      const expired = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
        request.log.info({ err: error }, 'local provider interaction not found');
        return sendHtml(
          reply,
          errorPage(
            request.locale,
            translator(request),
            request.t(
              msg`This sign-in has expired or is already finished. Go back to Tracklane and start again.`,
            ),
          ),
          400,
        );
      };

      /** Hands the result to the provider, which sends the browser on to the client's redirect URI. */
      const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
        let next: string;
        try {
          next = await local().interactionResult(request.raw, reply.raw, result, {
            mergeWithLastSubmission: false,
          });
        } catch (error) {
          return expired(request, reply, error);
        }
        return reply.redirect(next, 303);
      };

      scope.get<InteractionRoute>(`${LOCAL_IDP_PREFIX}/interaction/:uid`, async (request, reply) => {
        try {
          await local().interactionDetails(request.raw, reply.raw);
        } catch (error) {
          return expired(request, reply, error);
        }
        return sendHtml(
          reply,
          loginPage({ lang: request.locale, t: translator(request), action: action(request.params.uid) }),
        );
      });

      scope.post<InteractionRoute>(`${LOCAL_IDP_PREFIX}/interaction/:uid/login`, async (request, reply) => {
        const email = (request.body?.email ?? '').trim();
        const name = (request.body?.name ?? '').trim();
        if (email.length > 254 || !EMAIL.test(email)) {
          const page = loginPage({
            lang: request.locale,
            t: translator(request),
            action: action(request.params.uid),
            typed: { email, name, error: msg`Please enter a valid email address` },
          });
          return sendHtml(reply, page, 422);
        }
        const accountId = directory.signIn(email, name);
        return finish(request, reply, { login: { accountId, remember: false } });
      });

      scope.post<InteractionRoute>(`${LOCAL_IDP_PREFIX}/interaction/:uid/abort`, async (request, reply) => {
        return finish(request, reply, {
          error: 'access_denied',
          // For the client's developers (RFC 6749 asks for ASCII), so not translated.
          error_description: 'The sign-in was cancelled',
        });
      });
    });
  };
}
