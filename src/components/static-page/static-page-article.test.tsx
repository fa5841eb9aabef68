import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaticPageArticle } from './static-page-article';

describe('StaticPageArticle', () => {
  it('heads the page with its title, at the level asked for', () => {
    render(<StaticPageArticle heading="h2" title="Privacy policy" metaDescription={null} content="Text." />);
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeTruthy();
  });

  it('shows no empty heading for a page with no title yet', () => {
    render(<StaticPageArticle heading="h2" title="  " metaDescription={null} content="Text." />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Text.')).toBeTruthy();
  });
});
