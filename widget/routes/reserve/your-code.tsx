/** PLACEHOLDER (booking-journey issue): Your code. Route params arrive as props. */
export function YourCodePage(props: { sid: string }) {
  return (
    <section class="page">
      <h1>Your code</h1>
      <p class="muted">Placeholder page for site {props.sid}.</p>
    </section>
  );
}
