/** What one permission string grants in the ability model: an action on a subject. */
export interface PermissionRule {
  action: string;
  subject: string;
}

/**
 * Maps a `resource.action` permission string to its ability rule (spec section 6): the last segment is the
 * action, the segments before it name the subject, each in PascalCase with the last one made singular.
 * `users.create` → create on `User`; `admin.users.view` → view on `AdminUser`;
 * `admin.mail-templates.update` → update on `AdminMailTemplate`. Strings without a resource (`users`, `.view`,
 * `users.`) map to nothing.
 */
export function permissionRule(permission: string): PermissionRule | null {
  const segments = permission.split('.');
  const action = segments.pop();
  if (!action || segments.length === 0 || segments.some((segment) => segment === '')) return null;
  const last = segments.length - 1;
  const subject = segments.map((segment, index) => pascal(index === last ? singular(segment) : segment));
  return { action, subject: subject.join('') };
}

/** `mail-templates` → `MailTemplates`. */
function pascal(segment: string): string {
  return segment
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

// English plurals of resource names: activities → activity, addresses → address, users → user. Words that
// end in -ss, -us or -is are already singular (access, status, analysis).
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}
