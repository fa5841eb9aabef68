import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { PermissionCreate, RoleCreate } from '@/api/queries/admin-access';
import { checkTextLimits, type TextLimits } from '@/lib/text-limits';

/** The contract's limits (AdminRoleName, AdminPermissionName and the request bodies). */
export const ACCESS_LIMITS = {
  roleName: { required: true, minLength: 2, maxLength: 64 },
  permissionName: { required: true, minLength: 3, maxLength: 128 },
  group: { maxLength: 64 },
  description: { maxLength: 255 },
} as const satisfies Record<string, TextLimits>;

/** AdminRoleName: lower-case words of letters and digits joined by `-` or `_` (`support-agent`). */
const ROLE_NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** AdminPermissionName: two or more dot-separated parts of that kind (`admin.mail-templates.view`). */
const PERMISSION_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

function limits(i18n: I18n, rule: TextLimits) {
  return z.superRefine<string>((value, context) => {
    const problem = checkTextLimits(value, rule);
    if (problem) context.addIssue({ code: 'custom', message: i18n._(problem), input: value });
  });
}

function pattern(i18n: I18n, shape: RegExp, message: ReturnType<typeof msg>) {
  return z.refine<string>((value) => value.trim() === '' || shape.test(value.trim()), {
    error: () => i18n._(message),
  });
}

/** The role form's rules: a name the server takes, and a description of 255 characters at most. */
export function roleSchema(i18n: I18n) {
  return z.object({
    name: z
      .string()
      .check(
        limits(i18n, ACCESS_LIMITS.roleName),
        pattern(
          i18n,
          ROLE_NAME,
          msg`Not a role name: use lower-case letters and digits, words joined by - or _`,
        ),
      ),
    description: z.string().check(limits(i18n, ACCESS_LIMITS.description)),
  });
}

export type RoleValues = z.infer<ReturnType<typeof roleSchema>>;

/** The permission form's rules: a dotted name, an optional group, a description. */
export function permissionSchema(i18n: I18n) {
  return z.object({
    name: z
      .string()
      .check(
        limits(i18n, ACCESS_LIMITS.permissionName),
        pattern(i18n, PERMISSION_NAME, msg`Not a permission name: use lower-case parts joined by dots`),
      ),
    group: z.string().check(limits(i18n, ACCESS_LIMITS.group)),
    description: z.string().check(limits(i18n, ACCESS_LIMITS.description)),
    roles: z.array(z.string()),
  });
}

export type PermissionValues = z.infer<ReturnType<typeof permissionSchema>>;

/** What a blank optional text means to the API: no value. */
function orNull(text: string): string | null {
  return text.trim() === '' ? null : text.trim();
}

/** The role form's values as the API takes them (the body is typed by the contract). */
export function roleBody(values: RoleValues): Required<Pick<RoleCreate, 'name' | 'description'>> {
  return { name: values.name.trim(), description: orNull(values.description) };
}

/** The permission form's values as the API takes them; a blank group lets the server derive it. */
export function permissionBody(values: PermissionValues): PermissionCreate {
  return {
    name: values.name.trim(),
    group: orNull(values.group),
    description: orNull(values.description),
    roles: values.roles,
  };
}
