import { useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type SyntheticEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldCounter, FieldMessage } from '@/components/ui/field-message';
import { checkTextLimits, countCharacters, countWords, type TextLimits } from '@/lib/text-limits';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

type TextFieldProps<E extends TextControl> = TextLimits & {
  value?: string | number | readonly string[];
  defaultValue?: string | number | readonly string[];
  /** An error from outside (the form or the server); it wins over the limits' own message. */
  error?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /**
   * Whether the field counts as left, when a form keeps that (so a form's reset clears it too); by default
   * the control keeps it itself, from its first blur.
   */
  touched?: boolean;
  onChange?: (event: ChangeEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
  onInvalid?: (event: SyntheticEvent<E>) => void;
  'aria-describedby'?: string;
  ref?: Ref<E>;
};

function asText(value: TextFieldProps<TextControl>['value']): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

function assignRef<E>(ref: Ref<E> | undefined, node: E | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * The shared behaviour of Input and Textarea: it checks the limits (spec section 5) on blur and, once
 * the field was left, on every change, but never while a first entry is being typed. It returns the
 * control's props and the footer (hint, error, counter) to render under it.
 */
export function useTextField<E extends TextControl>(props: TextFieldProps<E>) {
  const { required, minLength, maxLength, maxWords, value, defaultValue, error, hint, ref } = props;
  const judgedByForm = props.touched;
  const { i18n } = useLingui();
  const id = useId();
  const [typed, setTyped] = useState(() => asText(defaultValue));
  const [leftOnce, setLeftOnce] = useState(false);
  const touched = judgedByForm ?? leftOnce;
  const text = value === undefined ? typed : asText(value);

  const limitError = checkTextLimits(text, { required, minLength, maxLength, maxWords });
  const limitMessage = limitError ? i18n._(limitError) : '';
  const shownError = error || (touched && limitMessage) || null;

  // Native form validation (a plain form's submit) sees the same rule as the message under the field.
  const nodeRef = useRef<E | null>(null);
  useEffect(() => {
    nodeRef.current?.setCustomValidity(limitMessage);
  }, [limitMessage]);
  const setNode = useCallback(
    (node: E | null) => {
      nodeRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const charactersId = `${id}-characters`;
  const wordsId = `${id}-words`;
  const describedBy = [
    props['aria-describedby'],
    shownError ? errorId : null,
    hint ? hintId : null,
    maxLength !== undefined ? charactersId : null,
    maxWords !== undefined ? wordsId : null,
  ]
    .filter(Boolean)
    .join(' ');

  const controlProps = {
    ref: setNode,
    required,
    'aria-invalid': shownError ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<E>) => {
      setTyped(event.currentTarget.value);
      props.onChange?.(event);
    },
    onBlur: (event: FocusEvent<E>) => {
      setLeftOnce(true);
      props.onBlur?.(event);
    },
    onInvalid: (event: SyntheticEvent<E>) => {
      // Our message replaces the browser's bubble, in the interface language.
      event.preventDefault();
      setLeftOnce(true);
      props.onInvalid?.(event);
    },
  };

  const counters = (
    <>
      {maxLength !== undefined ? (
        <FieldCounter id={charactersId} count={countCharacters(text)} max={maxLength} unit="characters" />
      ) : null}
      {maxWords !== undefined ? (
        <FieldCounter id={wordsId} count={countWords(text)} max={maxWords} unit="words" />
      ) : null}
    </>
  );
  const hasFooter = Boolean(shownError || hint || maxLength !== undefined || maxWords !== undefined);
  const footer = hasFooter ? (
    <div data-slot="field-footer" className="flex items-start justify-between gap-3">
      <div className="grid gap-1">
        {shownError ? (
          <FieldMessage id={errorId} tone="error">
            {shownError}
          </FieldMessage>
        ) : null}
        {hint ? <FieldMessage id={hintId}>{hint}</FieldMessage> : null}
      </div>
      <div className="flex shrink-0 gap-3">{counters}</div>
    </div>
  ) : null;

  return { controlProps, footer };
}
