import Markdown, { type Components } from 'react-markdown';
import { cn } from '@/lib/cn';

// The page's own title is its h1: a heading of level 1 in the text comes a level down, beside the level-2
// sections, so a page keeps one h1.
const COMPONENTS: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mt-8 text-xl font-semibold tracking-tight" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className="mt-8 text-xl font-semibold tracking-tight" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mt-6 text-lg font-semibold" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="mt-4 font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-3 leading-7" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-3 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="mt-3 list-decimal space-y-1 pl-6" {...props} />,
  a: ({ node: _node, ...props }) => (
    <a className="font-medium text-primary underline underline-offset-4" {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-3 border-l-2 pl-4 text-muted-foreground" {...props} />
  ),
  code: ({ node: _node, ...props }) => <code className="rounded bg-muted px-1 py-0.5 text-sm" {...props} />,
};

/**
 * Markdown as the page's text. Raw HTML in it is never rendered (react-markdown drops it) and links keep
 * only safe addresses, so a page written by an administrator cannot run script in the dashboard.
 */
export function MarkdownContent({ source, className }: { source: string; className?: string }) {
  return (
    <div data-slot="markdown" className={cn('text-sm sm:text-base', className)}>
      <Markdown components={COMPONENTS} skipHtml>
        {source}
      </Markdown>
    </div>
  );
}
