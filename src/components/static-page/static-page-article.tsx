import { MarkdownContent } from './markdown-content';

/** The text repeats the title as its first heading: shown once, as the page's title. */
function withoutLeadingTitle(content: string, title: string): string {
  const [first = '', ...rest] = content.trimStart().split('\n');
  return first.replace(/^#\s+/, '').trim() === title.trim() ? rest.join('\n') : content;
}

/**
 * A static page as `/p/{slug}` shows it: its title and meta description as the header, then its
 * Markdown. The public page and the staff's live preview both draw it, so the preview is what visitors
 * see; inside the editor the title is a level lower (`heading="h2"`), below the editor's own h1.
 */
export function StaticPageArticle({
  title,
  metaDescription,
  content,
  heading: Heading = 'h1',
}: {
  title: string;
  metaDescription: string | null;
  content: string;
  heading?: 'h1' | 'h2';
}) {
  return (
    <>
      <header data-slot="page-header" className="grid gap-1">
        {/* A page still being written may have no title yet: no empty heading for it. */}
        {title.trim() ? <Heading className="text-2xl font-semibold tracking-tight">{title}</Heading> : null}
        {metaDescription ? <p className="text-sm text-muted-foreground">{metaDescription}</p> : null}
      </header>
      <article>
        <MarkdownContent source={withoutLeadingTitle(content, title)} />
      </article>
    </>
  );
}
