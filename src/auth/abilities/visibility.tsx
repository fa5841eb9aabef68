import { Can as CaslCan } from '@casl/react';
import { useContext, type ReactNode } from 'react';
import { AbilityContext, useAccess } from './ability-context';

interface AbilityCheckProps {
  /** The action, e.g. `create`. */
  I: string;
  /** The subject, e.g. `User` (see `permissionRule` for how permission strings name subjects). */
  a: string;
  children: ReactNode;
}

/** Shows its children only to a signed-in user whom the ability allows the action on the subject. */
export function Can({ I, a, children }: AbilityCheckProps) {
  const { signedIn } = useContext(AbilityContext);
  if (!signedIn) return null;
  return (
    <CaslCan I={I} a={a}>
      {children}
    </CaslCan>
  );
}

/** Shows its children only to a signed-in user whom the ability does not allow the action on the subject. */
export function Cannot({ I, a, children }: AbilityCheckProps) {
  const { signedIn } = useContext(AbilityContext);
  if (!signedIn) return null;
  return (
    <CaslCan not I={I} a={a}>
      {children}
    </CaslCan>
  );
}

/**
 * Shows its children only to a signed-in user holding any of the permission strings (`admin.users.view`),
 * directly or through the ability (the admin role, or a mapped rule such as `read` on everything).
 */
export function Permission({ anyOf, children }: { anyOf: readonly string[]; children: ReactNode }) {
  const { allowsAny } = useAccess();
  return allowsAny(anyOf) ? children : null;
}
