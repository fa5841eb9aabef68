import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail';

const home = { label: msg`Dashboard`, to: '/dashboard' };

describe('breadcrumbTrail', () => {
  it('puts the home crumb before the title of a page that declares no trail', () => {
    const title = msg`Domains`;
    expect(breadcrumbTrail({ title }, home, '/domains')).toEqual([home, { label: title }]);
  });

  it('uses the trail a page declares after the home crumb', () => {
    const trail = [{ label: msg`Domains`, to: '/domains' }, { label: msg`Add domain` }];
    expect(breadcrumbTrail({ title: msg`Add domain`, breadcrumbs: trail }, home, '/domains/add')).toEqual([
      home,
      ...trail,
    ]);
  });

  it('shows the home page once, as its own title', () => {
    const title = msg`Dashboard`;
    expect(breadcrumbTrail({ title }, home, '/dashboard')).toEqual([{ label: title }]);
    expect(breadcrumbTrail({}, home, '/dashboard')).toEqual([home]);
  });

  it('is only the home crumb for a page without title or trail', () => {
    expect(breadcrumbTrail({}, home, '/elsewhere')).toEqual([home]);
  });
});
