/** PLACEHOLDER (booking-journey issue): Enter your code. Route params arrive as props. */
export function CodeInputPage(props: { sid: string }) {
  return (
    <section class="page">
      <h1>Enter your code</h1>
      <p class="muted">Placeholder page for site {props.sid}.</p>
    </section>
  );
}
