import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/queries/pages';
import { contract, envelope, refusal } from '../../../tests/msw/contract';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';

const AT = new Date('2026-08-01T00:00:00Z');

function aPage(overrides: Partial<Page> = {}): Page {
  return {
    id: 'page-1',
    slug: 'privacy-policy',
    title: 'Privacy policy',
    content: '# Privacy policy\n\nWe keep **little**.\n\n## Your rights\n\n- See your data\n- Delete it',
    language: 'en',
    meta_description: 'How we handle data.',
    is_published: true,
    published_at: AT,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

describe('PageScreen', () => {
  it('shows the page’s title once, its Markdown as text, and names the tab after it', async () => {
    const asked: string[] = [];
    server.use(
      contract.get('/pages/{slug}', ({ params, request }) => {
        asked.push(`${params.slug ?? ''} ${new URL(request.url).searchParams.get('language') ?? ''}`);
        return envelope(aPage());
      }),
    );
    await renderRoute('/p/privacy-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getAllByText('Privacy policy')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeTruthy();
    expect(screen.getByText('little').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'See your data',
      'Delete it',
    ]);
    expect(asked).toEqual(['privacy-policy en']);
    await waitFor(() => expect(document.title).toBe('Privacy policy · Tracklane'));
  });

  it('marks the text with the language the server fell back to', async () => {
    server.use(contract.get('/pages/{slug}', () => envelope(aPage({ language: 'pl' }))));
    await renderRoute('/p/privacy-policy');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.closest('main')?.getAttribute('lang')).toBe('pl');
  });

  it('never renders HTML or a script address written into the page', async () => {
    server.use(
      contract.get('/pages/{slug}', () =>
        envelope(aPage({ content: 'Hello <img src=x onerror="alert(1)"> [click](javascript:alert(2))' })),
      ),
    );
    const { container } = await renderRoute('/p/privacy-policy');
    await screen.findByText(/Hello/);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('click').getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('shows the not-found page for a slug the server does not know', async () => {
    server.use(contract.get('/pages/{slug}', () => refusal(404, 'Page not found')));
    await renderRoute('/p/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
