import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  adminLanguageKeys,
  saveAdminTranslations,
  type AdminTranslationMessage,
} from '@/api/queries/admin-languages';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { overridesStorageKey } from '@/i18n/translation-overrides';
import { notify } from '@/lib/notify';
import { MessageForm } from './message-form';
import { MessagePlaces } from './message-places';
import { messageRefusal } from './message-refusal';

function Quoted({ label, lang, children }: { label: ReactNode; lang: string; children: string }) {
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-medium">{label}</h3>
      <p lang={lang} className="rounded-lg bg-muted/50 p-3 text-sm break-words whitespace-pre-wrap">
        {children}
      </p>
    </div>
  );
}

interface MessageSheetProps {
  /** The language's code and name. */
  locale: string;
  languageName: string;
  message: AdminTranslationMessage | null;
  onClose: () => void;
}

/**
 * One message of a language, beside its list: the English source and the built-in translation above the
 * editor, where the message appears, and "Restore built-in text" while staff have overridden it. Saving
 * (or restoring) clears the server's cache, so the next visit in that language reads it; this browser's
 * own copy of the language's overrides is dropped too.
 */
export function MessageSheet({ locale, languageName, message, onClose }: MessageSheetProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState(false);
  if (!message) return null;
  const key = message.key;

  async function saved(text: string | null) {
    await saveAdminTranslations(locale, { [key]: text });
    localStorage.removeItem(overridesStorageKey(locale));
    await queryClient.invalidateQueries({ queryKey: adminLanguageKeys.all });
    notify.success(text === null ? t`Built-in text restored` : t`Translation saved`);
    onClose();
  }

  return (
    <Sheet open onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>
            <Trans>Translate into {languageName}</Trans>
          </SheetTitle>
          <SheetDescription className="font-mono break-all">{key}</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <div className="grid gap-3 md:grid-cols-2">
            <Quoted label={<Trans>English</Trans>} lang="en">
              {message.source}
            </Quoted>
            <Quoted label={<Trans>Built-in translation</Trans>} lang={locale}>
              {message.built_in ?? t`None: the English text shows.`}
            </Quoted>
          </div>
          {message.context || message.comments.length > 0 ? (
            <ul className="-mt-3 grid gap-0.5 text-xs text-muted-foreground">
              {message.context ? (
                <li>
                  <Trans>Context: {message.context}</Trans>
                </li>
              ) : null}
              {message.comments.map((comment) => (
                <li key={comment} className="font-mono break-words">
                  {comment}
                </li>
              ))}
            </ul>
          ) : null}
          <MessageForm
            key={key}
            locale={locale}
            english={message.placeholders}
            defaultValues={{ text: message.override ?? message.suggestion ?? message.built_in ?? '' }}
            onSubmit={async ({ text }) => {
              try {
                await saved(text);
                return null;
              } catch (error) {
                return messageRefusal(error, key, i18n);
              }
            }}
            actions={
              message.overridden ? (
                <Button type="button" variant="outline" onClick={() => setRestoring(true)}>
                  <Undo2 aria-hidden />
                  <Trans>Restore built-in text</Trans>
                </Button>
              ) : null
            }
          />
          <MessagePlaces references={message.references} />
        </SheetBody>
        <ConfirmAction
          open={restoring}
          onOpenChange={setRestoring}
          title={t`Restore the built-in text?`}
          description={
            <Trans>
              The staff’s text is deleted; readers see the translation the product ships with again.
            </Trans>
          }
          confirmLabel={t`Restore built-in text`}
          onConfirm={() => saved(null)}
        />
      </SheetContent>
    </Sheet>
  );
}
