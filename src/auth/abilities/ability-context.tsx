import { AbilityProvider as CaslAbilityProvider } from '@casl/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { hasPermission, hasPermissions, hasRole, hasRoles, type Access, type AccessUser } from './access';
import { abilityAllows, defineAbility, type AppAbility } from './define-ability';

export interface AbilityContextValue {
  /** True when a user is signed in; every visibility component hides its children otherwise. */
  signedIn: boolean;
  access: Access;
  ability: AppAbility;
}

const SIGNED_OUT: Access = { user: null, abilities: [] };

/** Signed out until an {@link AbilityProvider} says otherwise, so a missing provider shows nothing protected. */
export const AbilityContext = createContext<AbilityContextValue>({
  signedIn: false,
  access: SIGNED_OUT,
  ability: defineAbility(SIGNED_OUT),
});

/**
 * Gives the tree the signed-in user (null when signed out) and the fetched abilities, as an ability of
 * spec section 6; @casl/react's own `useAbility` reads the same ability.
 */
export function AbilityProvider({
  user,
  abilities,
  children,
}: {
  user: AccessUser | null;
  abilities: readonly string[];
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const access = { user, abilities };
    return { signedIn: user !== null, access, ability: defineAbility(access) };
  }, [user, abilities]);
  return (
    <AbilityContext value={value}>
      <CaslAbilityProvider value={value.ability}>{children}</CaslAbilityProvider>
    </AbilityContext>
  );
}

/** Access checks for the current user, all false when signed out. */
export function useAccess() {
  const { signedIn, access, ability } = useContext(AbilityContext);
  return {
    signedIn,
    ability,
    /** The ability's answer for an action on a subject (`can('create', 'User')`). */
    can: (action: string, subject: string) => signedIn && ability.can(action, subject),
    hasPermission: (permission: string) => hasPermission(access, permission),
    hasPermissions: (permissions: readonly string[]) => hasPermissions(access, permissions),
    hasRole: (role: string) => hasRole(access, role),
    hasRoles: (roles: readonly string[]) => hasRoles(access, roles),
    /** True when any permission is held or granted by the ability (the admin role grants them all). */
    allowsAny: (permissions: readonly string[]) =>
      signedIn &&
      permissions.some(
        (permission) => hasPermission(access, permission) || abilityAllows(ability, permission),
      ),
  };
}
