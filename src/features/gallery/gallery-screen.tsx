import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ThemeSwitch } from '@/components/theme-switch';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Container } from '@/components/ui/container';
import { ActionsSection } from './actions-section';
import { CardsSection } from './cards-section';
import { ChartsSection } from './charts-section';
import { DataSection } from './data-section';
import { FeedbackSection } from './feedback-section';
import { FormsSection } from './forms-section';
import { NavigationSection } from './navigation-section';
import { UploadSection } from './upload-section';

const contents: readonly { id: string; label: MessageDescriptor }[] = [
  { id: 'actions', label: msg`Actions` },
  { id: 'feedback', label: msg`Feedback` },
  { id: 'forms', label: msg`Forms` },
  { id: 'navigation', label: msg`Navigation` },
  { id: 'data', label: msg`Data` },
  { id: 'charts', label: msg`Charts` },
  { id: 'cards', label: msg`Cards` },
  { id: 'upload', label: msg`Upload` },
];

/** The gallery has its own tooltip provider: on `/auth/test-dark-mode` it stands outside every layout. */
export function GalleryScreen() {
  return (
    <TooltipProvider>
      <Gallery />
    </TooltipProvider>
  );
}

/**
 * Every widget of the kit in each of its states, with a theme switch, so both themes can be checked
 * by eye and by the accessibility scan (spec: /test-dark-mode and /auth/test-dark-mode).
 */
function Gallery() {
  const { t, i18n } = useLingui();
  return (
    // The heading is the main content's header, not the page's banner: inside the user layout the
    // shell's header is that, and a page has one.
    <main className="min-h-dvh">
      <header className="border-b bg-card">
        <Container className="flex flex-wrap items-center justify-between gap-4 py-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold">
              <Trans>Widget gallery</Trans>
            </h1>
            <p className="text-sm text-muted-foreground">
              <Trans>
                Every widget of the dashboard in each of its states, in the light and the dark theme.
              </Trans>
            </p>
          </div>
          <ThemeSwitch />
        </Container>
      </header>
      <Container className="grid gap-12 py-8">
        <nav aria-label={t`Widget families`}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {contents.map(({ id, label }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {i18n._(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ActionsSection />
        <FeedbackSection />
        <FormsSection />
        <NavigationSection />
        <DataSection />
        <ChartsSection />
        <CardsSection />
        <UploadSection />
      </Container>
    </main>
  );
}
