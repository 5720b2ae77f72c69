/** A loading spinner with an accessible label. */
export function Spinner({ label = "Loading", className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center py-12 ${className}`}>
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 dark:border-brand-800 dark:border-t-accent-400"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
