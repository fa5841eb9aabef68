import { msg } from '@lingui/core/runtime-macro';
import { isLocale } from '#locales';
import { translate } from '../../lib/i18n.ts';
import { escapeHtml } from './fill-template.ts';

/** The layout's own line, in the server's catalog, so staff's translation overrides reach every mail. */
const footer = msg({ message: 'You receive this mail because you have an account at {appName}.' });

/**
 * The HTML document around a template's body: a narrow, readable column with inline styles, since
 * mail clients drop style sheets. The body is already filled in and escaped.
 */
export function mailDocument({
  language,
  subject,
  bodyHtml,
  appName,
}: {
  language: string;
  subject: string;
  bodyHtml: string;
  appName: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#18181b;">
<div style="background:#ffffff;border-radius:8px;padding:32px;">
${bodyHtml}
</div>
<p style="margin:16px 0 0;text-align:center;font-size:12px;color:#71717a;">${escapeHtml(translate(footer, isLocale(language) ? language : 'en', { appName }))}</p>
</div>
</body>
</html>
`;
}
