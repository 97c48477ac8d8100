interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible text; omit when the spinner sits next to visible text (it is then hidden from AT). */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const className = `spinner spinner--${size}`;
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status" className="spinner-wrap">
      <span className={className} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}
