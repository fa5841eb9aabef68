import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

function WithI18n({ children }: { children?: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Tests only: renders `ui` (and what `rerender` is given) inside the app's i18n. */
export function renderWithI18n(ui: ReactNode) {
  const view = render(ui, { wrapper: WithI18n });
  // Typed as an Element by @testing-library/react; it is the div that render made.
  return { ...view, container: view.container as HTMLDivElement };
}
