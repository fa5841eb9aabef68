import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { signedIn } from '../auth/signed-in.ts';
import { avatarHandlers } from './avatar.handlers.ts';
import { passwordHandlers } from './password.handlers.ts';
import { saveProfile } from './user.repo.ts';
import { userView } from './user-view.ts';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Trimmed text, with blank text read as "clear it"; undefined (left out) stays undefined. */
const optionalText = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

/** The profile, avatar and password operations. */
export function profileHandlers(context: AppContext): Handlers {
  const { db } = context;

  const getProfile: Handler<'getProfile'> = async (request) => {
    const { user } = signedIn(request);
    return ok(await userView(context, user), request.t(msg`Your profile`));
  };

  const updateProfile: Handler<'updateProfile'> = async (request) => {
    const { user } = signedIn(request);
    const body = request.body;
    const name = body.name.trim();
    if (name.length < 2) throw invalidField('name', msg`Name must be at least 2 characters`);
    if (body.timezone !== undefined && !isTimeZone(body.timezone)) {
      throw invalidField('timezone', msg`Choose a valid time zone`);
    }
    const updated = await saveProfile(db, user.id, {
      name,
      firstName: optionalText(body.first_name),
      lastName: optionalText(body.last_name),
      phone: optionalText(body.phone),
      company: optionalText(body.company),
      bio: optionalText(body.bio),
      timezone: body.timezone,
      language: body.language,
      preferences: body.preferences,
    });
    return ok(await userView(context, updated ?? user), request.t(msg`Your profile has been saved`));
  };

  return {
    getProfile,
    updateProfile,
    ...avatarHandlers(context),
    ...passwordHandlers(context),
  };
}
