/** PLACEHOLDER (booking-journey issue): Booking your table. Route params arrive as props. */
export function ProcessPage(props: { sid: string }) {
  return (
    <section class="page">
      <h1>Booking your table</h1>
      <p class="muted">Placeholder page for site {props.sid}.</p>
    </section>
  );
}
