import { useCallback, useState, type ChangeEvent } from "react";

/** Controlled fields of one form: values, a change handler for inputs by `name`, set and clear. */
export function useFormFields<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const target = event.target;
    const value = target instanceof HTMLInputElement && target.type === "checkbox" ? target.checked : target.value;
    setValues((current) => ({ ...current, [target.name]: value }));
  }, []);
  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  const clear = useCallback(() => setValues(initial), [initial]);
  return { values, onChange, set, clear, setValues };
}
