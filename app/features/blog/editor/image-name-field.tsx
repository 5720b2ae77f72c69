import { IMAGE_NAME_PATTERN } from "#contract/images";
import { Field } from "~/ui/staff/fields";

/**
 * A picture by its name (the image columns hold names: contract/images.ts), or empty for none:
 * the post form's Cover image and Author image. The server checks the name again on save.
 */
export function ImageNameField({
  label,
  name,
  defaultValue,
  error,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error: string | null;
}) {
  return (
    <Field
      label={label}
      name={name}
      defaultValue={defaultValue}
      error={error}
      maxLength={80}
      pattern={IMAGE_NAME_PATTERN.source.replace(/^\^|\$$/g, "")}
      autoCapitalize="none"
      spellCheck={false}
      hint="A picture's name, for example sunday-choir (lower-case letters, digits and hyphens). Leave empty for none."
    />
  );
}
