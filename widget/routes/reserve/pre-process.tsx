/** PLACEHOLDER (booking-journey issue): Which e-mail address?. Route params arrive as props. */
export function PreProcessPage(props: { sid: string }) {
  return (
    <section class="page">
      <h1>Which e-mail address?</h1>
      <p class="muted">Placeholder page for site {props.sid}.</p>
    </section>
  );
}
