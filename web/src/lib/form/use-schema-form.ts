import { useForm } from '@mantine/form';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { fieldErrorsOf, refusedFieldOf } from '@/lib/api-error';
import { firstIssueByField, issueText } from './first-issue-by-field';
import type { SchemaIssue } from './first-issue-by-field';
import { revealFirstError } from './reveal-first-error';

type SchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly SchemaIssue[] };

/** A Standard Schema, as every zod schema of core is; forms need it to answer synchronously. */
export interface FormSchema<Output> {
  readonly '~standard': {
    readonly validate: (value: unknown) => SchemaResult<Output> | Promise<SchemaResult<Output>>;
  };
}

type FormValues = Record<string, unknown>;
export type FieldName<Values> = Extract<keyof Values, string>;
/** Errors by form field; `true` marks a field in error without a message of its own. */
export type FieldErrors<Values> = Partial<Record<FieldName<Values>, ReactNode>>;

export interface SchemaFormOptions<Values, Request> {
  initialValues: Values;
  /** The core schema the request must satisfy, run on `toRequest(values)`. */
  schema?: FormSchema<Request>;
  /** The values as the request the schema checks ('' → undefined, nested → flat). */
  toRequest?: (values: Values) => unknown;
  /** The form field that shows a request field's errors, where the names differ. */
  fieldOf?: (requestField: string) => FieldName<Values> | undefined;
  /** The form's own checks, run with the schema; on a field their error wins. */
  check?: (values: Values) => FieldErrors<Values>;
  /** The form's wording of a field's schema errors ('Please select a role', not 'Invalid option'). */
  messages?: Partial<Record<FieldName<Values>, string>>;
}

export interface SubmitHandlers {
  /** A failure no field of the form can show: the caller's toast or alert. */
  onError: (error: unknown) => void;
  /** Called after the server's field errors were put on their fields (a form that also toasts). */
  onFieldErrors?: (error: unknown) => void;
}

export type SchemaForm<Values, Request> = UseFormReturnType<
  Values,
  Values,
  (values: Values) => FormErrors
> & {
  /**
   * The <form>'s onSubmit: validates (scrolling to the first field in error, in the form's DOM
   * order), then calls `send` with the schema's output (the values when there is no schema).
   * When `send` rejects, the server's field errors (400 `details.fieldErrors`, a refused
   * `details.field`) go on their fields; any other failure goes to `onError`.
   */
  handleSubmit: (
    send: (request: Request, values: Values) => unknown,
    handlers: SubmitHandlers,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
  /** Puts errors on fields and scrolls to the first, e.g. a refusal only the caller recognises. */
  showErrors: (errors: FieldErrors<Values>) => void;
  /** getInputProps typed for a custom input whose onChange receives the value, not an event. */
  getFieldProps: <Field extends FieldName<Values>>(field: Field) => FieldProps<Values[Field]>;
};

export interface FieldProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
  'data-path'?: string;
}

function validateSync<Output>(schema: FormSchema<Output>, value: unknown): SchemaResult<Output> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('A form schema must validate synchronously');
  return result;
}

/** The truthy entries: a check answering `undefined` for a field leaves the schema's message. */
function presentErrors(errors: Readonly<Record<string, ReactNode>>): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => Boolean(error)));
}

/**
 * One form: @mantine/form's useForm validated by a core zod schema (the server's own contract),
 * with the submit flow every form shares. See SchemaForm for what it adds to useForm.
 */
export function useSchemaForm<Values extends FormValues, Request = Values>(
  options: SchemaFormOptions<Values, Request>,
): SchemaForm<Values, Request> {
  const { initialValues, schema, toRequest = (values) => values, fieldOf, check } = options;
  const messages: Readonly<Record<string, string | undefined>> = options.messages ?? {};
  // The form element of the last submit: where the first field in error is looked up.
  const formElement = useRef<HTMLFormElement | null>(null);

  const formFieldOf = (name: string): string | undefined =>
    fieldOf?.(name) ?? (name in initialValues ? name : undefined);

  // An issue no form field shows (a rule about the whole body) does not block the form without a
  // word: the submit hands it to onError.
  const errorsOf = (values: Values): FormErrors => {
    const issues = schema ? (validateSync(schema, toRequest(values)).issues ?? []) : [];
    const fromSchema = firstIssueByField(issues, formFieldOf);
    for (const field of Object.keys(fromSchema)) {
      fromSchema[field] = messages[field] ?? fromSchema[field]!;
    }
    return { ...fromSchema, ...presentErrors(check?.(values) ?? {}) };
  };

  const form = useForm<Values, Values, FormErrors>({ initialValues, validate: errorsOf });

  const showErrors = (errors: Readonly<Record<string, ReactNode>>) => {
    const present = presentErrors(errors);
    form.setErrors(present);
    revealFirstError(formElement.current, present);
  };

  /** The server's field errors by form field; a dotted path counts for its first segment. */
  const serverErrorsOf = (error: unknown): Record<string, string> => {
    const result: Record<string, string> = {};
    const byName = { ...fieldErrorsOf(error), ...refusedFieldOf(error) };
    for (const [name, message] of Object.entries(byName)) {
      const field = formFieldOf(name.split('.')[0]!);
      if (field !== undefined && !(field in result)) result[field] = message;
    }
    return result;
  };

  const handleSubmit: SchemaForm<Values, Request>['handleSubmit'] =
    (send, { onError, onFieldErrors }) =>
    (event) => {
      event?.preventDefault();
      if (event) formElement.current = event.currentTarget;
      const validation = form.validate();
      if (validation.hasErrors) {
        revealFirstError(formElement.current, validation.errors);
        return;
      }
      const values = form.getValues();
      let request = values as unknown as Request;
      if (schema) {
        const parsed = validateSync(schema, toRequest(values));
        if (parsed.issues) {
          onError(new Error(parsed.issues[0] ? issueText(parsed.issues[0]) : 'Invalid request'));
          return;
        }
        request = parsed.value;
      }
      let sent: Promise<unknown>;
      try {
        sent = Promise.resolve(send(request, values));
      } catch (error) {
        sent = Promise.reject(error);
      }
      form.setSubmitting(true);
      void sent
        .catch((error: unknown) => {
          const onFields = serverErrorsOf(error);
          if (Object.keys(onFields).length === 0) {
            onError(error);
            return;
          }
          showErrors(onFields);
          onFieldErrors?.(error);
        })
        .finally(() => form.setSubmitting(false));
    };

  const getFieldProps: SchemaForm<Values, Request>['getFieldProps'] = (field) => ({
    ...form.getInputProps(field),
    value: form.values[field],
  });

  return { ...form, handleSubmit, showErrors, getFieldProps };
}
