import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { InvoiceStatus } from './invoices.repo.ts';

/** The words printed on an invoice PDF, in the reader's language. */
export const invoiceLabels = {
  title: msg({ message: 'Invoice', context: 'invoice document' }),
  number: msg`Invoice number`,
  issuedAt: msg`Issue date`,
  paidAt: msg`Payment date`,
  notPaid: msg`Not paid`,
  status: msg({ message: 'Status', context: 'invoice document' }),
  seller: msg`Seller`,
  buyer: msg`Buyer`,
  domain: msg`Domain`,
  description: msg`Description`,
  period: msg`Billing period`,
  amount: msg`Amount`,
  total: msg`Total`,
  planLine: msg({ message: 'Subscription to the {plan} plan for {domain}' }),
  subscriptionLine: msg({ message: 'Subscription for {domain}' }),
  footer: msg({ message: 'Issued electronically by {seller}; valid without a signature.' }),
};

/** An invoice's status as its reader says it. */
export const invoiceStatusLabels: Record<InvoiceStatus, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'invoice status' }),
  open: msg({ message: 'Awaiting payment', context: 'invoice status' }),
  paid: msg({ message: 'Paid', context: 'invoice status' }),
  void: msg({ message: 'Void', context: 'invoice status' }),
  uncollectible: msg({ message: 'Uncollectible', context: 'invoice status' }),
};
