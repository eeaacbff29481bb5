import { zodResolver } from '@hookform/resolvers/zod';
import { useLatest } from '@portal/ui-kit';
import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorMessage, type ErrorMessageOptions } from '../../errors/hooks/useErrorMessage';
import { invalidFieldOf } from '../../errors/utils/errorKeyOf';

/** What `onFailure` may do with a failed submit. */
export interface FormFailure<TValues extends FieldValues, TOutput> {
  error: unknown;
  /** The failure's translated message (useErrorMessage). */
  message: string;
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Puts `text` (default `message`) under a field and focuses it; the alert stays empty. */
  showOnField: (name: Path<TValues>, text?: string) => void;
}

export interface UsePortalFormOptions<TValues extends FieldValues, TOutput> {
  /** The zod schema; its input type is the form's values, its output what `onSubmit` gets. */
  schema: z.ZodType<TOutput, TValues>;
  defaultValues: DefaultValues<TValues>;
  /** The call(s) of the submit. A throw is a failure: the input is kept and the message shown. */
  onSubmit: (values: TOutput, form: UseFormReturn<TValues, unknown, TOutput>) => Promise<unknown> | unknown;
  /**
   * Handles a failure before the default (the message in `failure`, focus on `focusOnFailure`):
   * return true when it showed the failure itself (e.g. `showOnField`).
   */
  onFailure?: (failure: FormFailure<TValues, TOutput>) => boolean | void;
  /** The field focused after a failure shown in the alert (the one the player most likely got wrong). */
  focusOnFailure?: Path<TValues>;
  /** Fields emptied after any failure (a single-use captcha…); everything else keeps its input. */
  clearOnFailure?: readonly Path<TValues>[];
  /** The message under a field the server refused (`invalid_request: <field>`); default: the generic message. */
  invalidFieldMessage?: (name: Path<TValues>) => string | undefined;
  /** Overrides of the error map for this form (see useErrorMessage). */
  errorMessages?: ErrorMessageOptions;
}

export interface PortalForm<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** `register(name)` plus the field's error message: spread it on an `Input`. */
  field: (name: Path<TValues>) => UseFormRegisterReturn<Path<TValues>> & { error: string | undefined };
  /** The `<form onSubmit>` handler: validates (focusing the first invalid field), then runs `onSubmit` once at a time. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The translated failure of the last submit, for `<FormAlert>`; null while none. */
  failure: string | null;
  setFailure: (message: string | null) => void;
  /** How many submits failed so far (e.g. a captcha's `refreshSignal`: a captcha is single use). */
  failures: number;
  /** True from the click until `onSubmit` settles: bind it to the submit button's `loading`. */
  busy: boolean;
}

/**
 * The one way to build a form (docs/product/forms-and-records.md): react-hook-form with a zod
 * schema typed end to end (no resolver cast), a guarded submit that cannot run twice at once,
 * the input kept after a failure, the first invalid field focused, and the failure translated.
 */
export function usePortalForm<TValues extends FieldValues, TOutput = TValues>(options: UsePortalFormOptions<TValues, TOutput>): PortalForm<TValues, TOutput> {
  const { schema, defaultValues, onFailure, focusOnFailure, clearOnFailure, invalidFieldMessage, errorMessages } = options;
  const errorMessage = useErrorMessage();
  const form = useForm<TValues, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues, shouldFocusError: true });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const inFlight = useRef(false);
  const latest = useLatest(options);

  const handleFailure = useCallback(
    (error: unknown) => {
      const message = errorMessage(error, errorMessages);
      setFailures((count) => count + 1);
      for (const name of clearOnFailure ?? []) form.resetField(name, { defaultValue: form.formState.defaultValues?.[name] });
      const showOnField = (name: Path<TValues>, text: string = message) => form.setError(name, { type: 'server', message: text }, { shouldFocus: true });
      if (onFailure?.({ error, message, form, showOnField })) return;
      const refused = invalidFieldOf(error);
      if (refused && defaultValues && refused in defaultValues) {
        const name = refused as Path<TValues>;
        showOnField(name, invalidFieldMessage?.(name) ?? message);
        return;
      }
      setFailure(message);
      if (focusOnFailure) form.setFocus(focusOnFailure);
    },
    [errorMessage, errorMessages, clearOnFailure, form, onFailure, defaultValues, invalidFieldMessage, focusOnFailure],
  );

  const submit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        await form.handleSubmit(async (values) => {
          setFailure(null);
          try {
            await latest.current.onSubmit(values, form);
          } catch (error) {
            handleFailure(error);
          }
        })(event);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [form, handleFailure, latest],
  );

  const field = useCallback(
    (name: Path<TValues>) => {
      const message = form.getFieldState(name, form.formState).error?.message;
      return { ...form.register(name), error: message };
    },
    [form],
  );

  return { form, field, submit, failure, setFailure, failures, busy };
}
