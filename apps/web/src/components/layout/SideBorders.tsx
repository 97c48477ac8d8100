/** Decorative candy-stripe borders fixed to both sides of the viewport (narrower at 768 px and below). */
export function SideBorders() {
  return (
    <>
      <div className="side-border side-border--left" aria-hidden="true" />
      <div className="side-border side-border--right" aria-hidden="true" />
    </>
  );
}
