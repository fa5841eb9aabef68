import type { I18n, MessageDescriptor } from '@lingui/core';

/** A Lingui message with its English source text kept beside it. */
export interface SourcedMessage {
  descriptor: MessageDescriptor;
  source: string;
}

/**
 * Pairs a message with its English text. Error screens must render even when the translations never
 * loaded (that may be the very failure being shown), and production builds keep only the id in a
 * descriptor (the Lingui macro strips the English text), so without the catalog Lingui could show
 * nothing better than a hash, or throw when no language is active at all. The source text written
 * beside the macro is what shows then; a test keeps the two the same.
 */
export function sourced(descriptor: MessageDescriptor, source: string): SourcedMessage {
  return { descriptor, source };
}

/**
 * The message in the active language when the active catalog has it, otherwise its English source text.
 * Never throws, also before any language is activated.
 */
export function textOf(i18n: I18n, { descriptor, source }: SourcedMessage): string {
  const inCatalog = i18n.locale !== '' && Object.hasOwn(i18n.messages, descriptor.id);
  return inCatalog ? i18n._(descriptor) : source;
}
