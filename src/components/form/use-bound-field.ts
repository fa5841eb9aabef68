import { useSelector } from '@tanstack/react-form';
import { visibleFieldError } from './field-error';
import { useFieldContext } from './form-context';

/**
 * What every field of the kit needs from its form field: the field itself, the error to show (once left or
 * submitted), `touched` for the control's own checks (the form's word, so a reset of the form clears it)
 * and `leave`, which marks it left and judges it by the rules of typing, so an untouched empty required
 * field shows its message too.
 */
export function useBoundField<Value>() {
  const field = useFieldContext<Value>();
  const submissionAttempts = useSelector(field.form.store, (state) => state.submissionAttempts);
  return {
    field,
    error: visibleFieldError(field.state.meta, submissionAttempts),
    touched: field.state.meta.isBlurred || submissionAttempts > 0,
    leave: () => {
      field.handleBlur();
      void field.validate('change');
    },
  };
}
