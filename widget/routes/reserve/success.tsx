/** PLACEHOLDER (booking-journey issue): Reservation confirmed. Route params arrive as props. */
export function SuccessPage(props: { sid: string }) {
  return (
    <section class="page">
      <h1>Reservation confirmed</h1>
      <p class="muted">Placeholder page for site {props.sid}.</p>
    </section>
  );
}
