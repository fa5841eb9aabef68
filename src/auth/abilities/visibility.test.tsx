import { useAbility } from '@casl/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessUser } from './access';
import { AbilityProvider, useAccess } from './ability-context';
import type { AppAbility } from './define-ability';
import { accessUser } from './test-fixtures';
import { Can, Cannot, Permission } from './visibility';

function renderFor(user: AccessUser | null, abilities: readonly string[], children: React.ReactNode) {
  render(
    <AbilityProvider user={user} abilities={abilities}>
      {children}
    </AbilityProvider>,
  );
}

const shown = (text: string) => screen.queryByText(text) !== null;

describe('Can', () => {
  it('shows its children to a signed-in user the ability allows', () => {
    renderFor(
      accessUser({ permissions: ['users.create'] }),
      [],
      <Can I="create" a="User">
        New user
      </Can>,
    );
    expect(shown('New user')).toBe(true);
  });

  it('hides its children from a signed-in user the ability does not allow', () => {
    renderFor(
      accessUser(),
      [],
      <Can I="create" a="User">
        New user
      </Can>,
    );
    expect(shown('New user')).toBe(false);
  });

  it('hides its children when signed out, even for reading, which everyone may', () => {
    renderFor(
      null,
      [],
      <Can I="read" a="Page">
        Pages
      </Can>,
    );
    expect(shown('Pages')).toBe(false);
  });

  it('hides its children outside any provider', () => {
    render(
      <Can I="read" a="Page">
        Pages
      </Can>,
    );
    expect(shown('Pages')).toBe(false);
  });
});

describe('Cannot', () => {
  it('shows its children to a signed-in user the ability does not allow', () => {
    renderFor(
      accessUser(),
      [],
      <Cannot I="delete" a="Domain">
        Read only
      </Cannot>,
    );
    expect(shown('Read only')).toBe(true);
  });

  it('hides its children from a signed-in user the ability allows', () => {
    renderFor(
      accessUser({ roles: ['admin'] }),
      [],
      <Cannot I="delete" a="Domain">
        Read only
      </Cannot>,
    );
    expect(shown('Read only')).toBe(false);
  });

  it('hides its children when signed out', () => {
    renderFor(
      null,
      [],
      <Cannot I="delete" a="Domain">
        Read only
      </Cannot>,
    );
    expect(shown('Read only')).toBe(false);
  });
});

describe('Permission', () => {
  it('shows its children when any one of the listed permissions is held', () => {
    renderFor(
      accessUser(),
      ['admin.support.view'],
      <Permission anyOf={['admin.users.view', 'admin.support.view']}>Admin link</Permission>,
    );
    expect(shown('Admin link')).toBe(true);
  });

  it('hides its children when none is held', () => {
    renderFor(
      accessUser({ roles: ['support'] }),
      ['admin.support.view'],
      <Permission anyOf={['admin.users.view', 'admin.roles.view']}>Admin link</Permission>,
    );
    expect(shown('Admin link')).toBe(false);
  });

  it('shows its children to the admin role, which manages everything', () => {
    renderFor(
      accessUser({ roles: ['admin'] }),
      [],
      <Permission anyOf={['admin.backups.delete']}>Delete backup</Permission>,
    );
    expect(shown('Delete backup')).toBe(true);
  });

  it('hides its children when signed out, whatever abilities linger', () => {
    renderFor(null, ['admin.users.view'], <Permission anyOf={['admin.users.view']}>Admin link</Permission>);
    expect(shown('Admin link')).toBe(false);
  });
});

describe('AbilityProvider', () => {
  it("gives @casl/react's useAbility the same ability", () => {
    let seen: AppAbility | undefined;
    function Probe() {
      seen = useAbility<AppAbility>();
      return null;
    }
    renderFor(accessUser(), ['domains.create'], <Probe />);
    expect(seen?.can('create', 'Domain')).toBe(true);
  });

  it('offers the raw permission and role checks through useAccess', () => {
    let access: ReturnType<typeof useAccess> | undefined;
    function Probe() {
      access = useAccess();
      return null;
    }
    renderFor(accessUser({ is_admin: true }), ['admin.dashboard.view'], <Probe />);
    expect(access?.signedIn).toBe(true);
    expect(access?.hasRole('admin')).toBe(true);
    expect(access?.hasPermission('admin.dashboard.view')).toBe(true);
    expect(access?.hasPermissions(['admin.users.view'])).toBe(false);
    expect(access?.can('delete', 'User')).toBe(true);
  });
});
