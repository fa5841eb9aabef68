import type { MessageDescriptor } from '@lingui/core';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Locale } from '#locales';
import { translate, type MessageValues } from '../../lib/i18n.ts';
import { minorDigits } from '../analytics/money.ts';
import { invoiceLabels as labels, invoiceStatusLabels } from './invoice-labels.ts';
import type { InvoiceRow } from './invoices.repo.ts';

const require = createRequire(import.meta.url);
// pdfkit's built-in Helvetica has no ł, ś or ż; DejaVu Sans covers every language we speak, and pdfkit
// embeds only the glyphs a document uses.
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 56;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MUTED = '#6b7280';
const INK = '#111827';
const RULE = '#d1d5db';

/** Who issues the invoice. */
export interface Seller {
  name: string;
  website: string;
}

/** Everything an invoice PDF shows; dates read in `timeZone`, words and numbers in `locale`. */
export interface InvoiceDocument {
  invoice: InvoiceRow;
  /** The plan the invoice was for, when its subscription is still known. */
  planName: string | null;
  buyer: { name: string; email: string; company: string | null };
  seller: Seller;
  locale: Locale;
  timeZone: string;
}

/** An amount in minor units as the locale writes money: `49,00 USD` in Polish, `$49.00` in English. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    amount / 10 ** minorDigits(currency),
  );
}

/** The invoice as an A4 PDF. */
export function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { invoice, locale } = document;
  const t = (message: MessageDescriptor, values?: MessageValues) => translate(message, locale, values);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: REGULAR,
    lang: locale,
    displayTitle: true,
    info: { Title: `${t(labels.title)} ${invoice.number}`, Author: document.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  drawInvoice(pdf, document, t);
  pdf.end();
  return done;
}

type Translate = (message: MessageDescriptor, values?: MessageValues) => string;

function drawInvoice(pdf: PDFKit.PDFDocument, document: InvoiceDocument, t: Translate) {
  const { invoice, seller, buyer, locale, timeZone } = document;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const status = t(invoiceStatusLabels[invoice.status]);

  // Heading: the seller's name on the left, the document's title and number on the right.
  pdf.font(BOLD).fontSize(20).fillColor(INK).text(seller.name, MARGIN, MARGIN);
  pdf.text(t(labels.title), MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'right' });
  pdf.font(REGULAR).fontSize(11).fillColor(MUTED);
  pdf.text(invoice.number, MARGIN, MARGIN + 28, { width: CONTENT_WIDTH, align: 'right' });

  // The parties, side by side.
  const partiesTop = MARGIN + 70;
  const half = CONTENT_WIDTH / 2;
  const sellerEnd = party(pdf, t(labels.seller), [seller.name, seller.website], MARGIN, partiesTop, half);
  const buyerLines = [buyer.name, buyer.company, buyer.email].filter((line): line is string => !!line);
  const buyerEnd = party(pdf, t(labels.buyer), buyerLines, MARGIN + half, partiesTop, half);

  // The invoice's facts, one per line, below the longer party (a long name or address wraps).
  let y = Math.max(partiesTop + 90, sellerEnd + 24, buyerEnd + 24);
  const facts: [string, string][] = [
    [t(labels.number), invoice.number],
    [t(labels.issuedAt), day.format(invoice.issuedAt)],
    [t(labels.paidAt), invoice.paidAt ? day.format(invoice.paidAt) : t(labels.notPaid)],
    [t(labels.status), status],
    [t(labels.domain), invoice.domainName],
  ];
  for (const [label, value] of facts) {
    pdf.font(REGULAR).fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
    pdf.fillColor(INK).text(value, MARGIN + 150, y, { width: CONTENT_WIDTH - 150 });
    y += 18;
  }

  // The line: what was bought, for which period, for how much.
  y += 24;
  const columns = { description: MARGIN, period: MARGIN + 230, amount: MARGIN + 380 };
  const amountWidth = CONTENT_WIDTH - 380;
  pdf.font(BOLD).fontSize(9).fillColor(MUTED);
  pdf.text(t(labels.description), columns.description, y, { width: 220 });
  pdf.text(t(labels.period), columns.period, y, { width: 140 });
  pdf.text(t(labels.amount), columns.amount, y, { width: amountWidth, align: 'right' });
  y += 16;
  rule(pdf, y);
  y += 8;
  const description = document.planName
    ? t(labels.planLine, { plan: document.planName, domain: invoice.domainName })
    : t(labels.subscriptionLine, { domain: invoice.domainName });
  const period =
    invoice.periodStart && invoice.periodEnd
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).formatRange(
          invoice.periodStart,
          invoice.periodEnd,
        )
      : '';
  const total = formatMoney(invoice.totalAmount, invoice.currency, locale);
  pdf.font(REGULAR).fontSize(10).fillColor(INK);
  pdf.text(description, columns.description, y, { width: 220 });
  const lineHeight = pdf.heightOfString(description, { width: 220 });
  pdf.text(period, columns.period, y, { width: 140 });
  pdf.text(total, columns.amount, y, { width: amountWidth, align: 'right' });
  y += Math.max(lineHeight, 14) + 8;
  rule(pdf, y);

  // The total, then the status again where a reader's eye ends.
  y += 12;
  pdf.font(BOLD).fontSize(12).fillColor(INK);
  pdf.text(t(labels.total), columns.period, y, { width: 140 });
  pdf.text(total, columns.amount, y, { width: amountWidth, align: 'right' });
  y += 20;
  pdf.font(REGULAR).fontSize(10).fillColor(MUTED);
  pdf.text(status, columns.amount, y, { width: amountWidth, align: 'right' });

  pdf.fontSize(8).text(t(labels.footer, { seller: seller.name }), MARGIN, 842 - MARGIN - 20, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
}

/** A party's heading and its lines, in a column; answers where the column ends. */
function party(
  pdf: PDFKit.PDFDocument,
  heading: string,
  lines: string[],
  x: number,
  y: number,
  width: number,
) {
  pdf.font(BOLD).fontSize(9).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width });
  pdf.font(REGULAR).fontSize(10).fillColor(INK);
  pdf.y = y + 16;
  // Each line flows below the last, so one that wraps pushes the rest down.
  for (const line of lines) pdf.text(line, x, pdf.y, { width: width - 12, lineGap: 3 });
  return pdf.y;
}

function rule(pdf: PDFKit.PDFDocument, y: number) {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}
