import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../../config.ts';
import { commonMessages } from '../../lib/common-messages.ts';
import { failure } from '../../lib/envelope.ts';
import { avatarDirectory } from './avatar-store.ts';

/**
 * Serves uploaded avatars (the URL `userView` gives); register it with the prefix `/avatars`. Names are
 * random and never reused, so browsers may cache each file for a year. A missing file answers 404
 * rather than falling through to the SPA.
 */
export function avatarFiles(config: Pick<ServerConfig, 'dataDir'>) {
  return async (app: FastifyInstance) => {
    const root = avatarDirectory(config);
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(failure(request.t(commonMessages.notFound))),
    );
  };
}
