import { createFormHookContexts } from '@tanstack/react-form';

/** The contexts the form kit's fields and form parts read their field and form from. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
