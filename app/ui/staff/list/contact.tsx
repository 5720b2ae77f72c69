/** A sender's address as a link the phone's mail app opens. */
export function EmailLink({ email }: { email: string }) {
  if (!email) return <span className="text-slate-600 dark:text-slate-300">No email given</span>;
  return (
    <a href={`mailto:${email}`} className="break-all text-brand-700 underline underline-offset-2 dark:text-brand-200">
      {email}
    </a>
  );
}

/** A sender's phone number as they typed it, as a link that dials it. */
export function PhoneLink({ phone }: { phone: string }) {
  if (!phone.trim()) return <span className="text-slate-600 dark:text-slate-300">Not given</span>;
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, "")}`}
      className="text-brand-700 underline underline-offset-2 dark:text-brand-200"
    >
      {phone}
    </a>
  );
}

/** A time shown in Harare time, its machine-readable instant beside it. */
export function StaffTime({ iso, text }: { iso: string; text: string }) {
  return <time dateTime={iso}>{text}</time>;
}
