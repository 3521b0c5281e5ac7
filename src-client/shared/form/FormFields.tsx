import { Checkbox, CheckboxGroup, Field, Fieldset, Flex, Input, NativeSelect, Switch, Textarea, type InputProps } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { formatTime, parseTime } from '../time-format';
import { useDisplaySettings } from '../use-display-settings';
import { fieldErrorMessage } from './field-errors';

/**
 * Labelled form fields bound to the surrounding react-hook-form (FormProvider): the label (with
 * the required mark), the control, a help line, and the field's message when it is invalid.
 */

interface TFieldFrameProps {
  name: string;
  label: string;
  required?: boolean | undefined;
  helperText?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ name, label, required, helperText, children }: TFieldFrameProps) {
  const {
    formState: { errors },
  } = useFormContext();
  const message = fieldErrorMessage(errors, name);
  return (
    <Field.Root invalid={Boolean(message)} required={Boolean(required)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

interface TBaseProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
}

type TTextFieldProps<T extends FieldValues> = TBaseProps<T> &
  Pick<InputProps, 'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'min' | 'max'> & {
    autoFocus?: boolean;
    /** Values the browser offers as the user types (a datalist); any other text is still accepted. */
    suggestions?: readonly string[];
  };

function TextField<T extends FieldValues>({ name, label, required, helperText, autoFocus, suggestions, ...input }: TTextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const listId = `${useId()}-suggestions`;
  // With a list the input is a combobox; without suggestions it stays a plain text box.
  const offered = suggestions?.length ? suggestions : undefined;
  return (
    <FieldFrame name={name} label={label} required={required} helperText={helperText}>
      <Input {...input} autoFocus={autoFocus} list={offered ? listId : undefined} {...register(name)} />
      {offered && (
        <datalist id={listId}>
          {offered.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </FieldFrame>
  );
}

/**
 * A time of day on the Clock setting's clock (docs/domain.md#screens): shown as "2:30 PM" or
 * "14:30", typed on either ("1430", "2:30 pm", "9"), and kept in the form as HH:MM. The browser's
 * own time input follows the browser's language instead, whatever the setting says. Text that is
 * no time reaches the form as typed, for its schema to refuse at the field.
 */
function TimeField<T extends FieldValues>({ name, label, required, helperText }: TBaseProps<T>) {
  const { control } = useFormContext<T>();
  const { clock } = useDisplaySettings();
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <FieldFrame name={name} label={label} required={required} helperText={helperText}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const value = typeof field.value === 'string' ? field.value : '';
          return (
            <Input
              ref={field.ref}
              name={field.name}
              autoComplete="off"
              placeholder={formatTime('14:30', clock)}
              value={typing ?? formatTime(value, clock)}
              onChange={(event) => {
                setTyping(event.target.value);
                field.onChange(parseTime(event.target.value) ?? event.target.value.trim());
              }}
              onBlur={() => {
                setTyping(null);
                field.onBlur();
              }}
            />
          );
        }}
      />
    </FieldFrame>
  );
}

function TextareaField<T extends FieldValues>({ name, label, required, helperText, rows = 3 }: TBaseProps<T> & { rows?: number }) {
  const { register } = useFormContext<T>();
  return (
    <FieldFrame name={name} label={label} required={required} helperText={helperText}>
      <Textarea rows={rows} autoresize maxH="60" {...register(name)} />
    </FieldFrame>
  );
}

export type TOption = string | { value: string; label: string };

/** A select whose empty choice ("Not assessed") stands for none, for a schema that takes null. */
export const noneWhenEmpty = (value: string) => value || null;
/** A select of records by id, its empty choice none. */
export const idOrNone = (value: string) => (value ? Number(value) : null);

function SelectField<T extends FieldValues>({
  name,
  label,
  required,
  helperText,
  options,
  placeholder,
  setValueAs,
}: TBaseProps<T> & {
  options: readonly TOption[];
  placeholder?: string;
  /** The value the form holds for the option chosen (noneWhenEmpty, idOrNone); its text when left out. */
  setValueAs?: (value: string) => unknown;
}) {
  const { register } = useFormContext<T>();
  return (
    <FieldFrame name={name} label={label} required={required} helperText={helperText}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name, setValueAs ? { setValueAs } : {})}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

/** A yes/no question answered by ticking (a date of birth that is estimated). */
function CheckboxField<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value === true} onCheckedChange={(details) => field.onChange(details.checked === true)} name={field.name}>
          <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/** An on/off setting of the record (shown on the portal), named by its label, with a line saying what it does. */
function SwitchField<T extends FieldValues>({ name, label, helperText }: { name: Path<T>; label: string; helperText?: ReactNode }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<T>();
  const message = fieldErrorMessage(errors, name);
  return (
    <Field.Root invalid={Boolean(message)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch.Root checked={field.value === true} onCheckedChange={(details) => field.onChange(details.checked)} name={field.name}>
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
        )}
      />
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/** Any of a few choices, each ticked or not (the species a foster home takes); the form holds the ticked values. */
function CheckboxGroupField<T extends FieldValues>({ name, label, options }: { name: Path<T>; label: string; options: readonly string[] }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            {label}
          </Fieldset.Legend>
          <CheckboxGroup value={(field.value as string[] | undefined) ?? []} onValueChange={field.onChange} name={field.name}>
            <Flex gap="4" rowGap="2" wrap="wrap" pt="1">
              {options.map((option) => (
                <Checkbox.Root key={option} value={option}>
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="normal">{option}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Flex>
          </CheckboxGroup>
        </Fieldset.Root>
      )}
    />
  );
}

/** A read-only value shown in the form's layout (e.g. an ID the server assigns). */
function StaticField({ label, value, helperText }: { label: string; value: string; helperText?: ReactNode }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly bg="bg.muted" color="fg.muted" />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

/**
 * The fields typed to one form's values, so a misspelt field name fails the type check:
 * `const F = formFields<TAnimalFormValues>()`, then `<F.Text name="breed" … />`.
 */
export function formFields<T extends FieldValues>() {
  return {
    Text: TextField<T>,
    Time: TimeField<T>,
    Textarea: TextareaField<T>,
    Select: SelectField<T>,
    Checkbox: CheckboxField<T>,
    CheckboxGroup: CheckboxGroupField<T>,
    Switch: SwitchField<T>,
    Static: StaticField,
  };
}
