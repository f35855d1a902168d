/** PLACEHOLDER (booking-journey issue): Reservation details. Route params arrive as props. */
export function ReservePage(props: { sid: string }) {
  return (
    <section class="page">
      <h1>Reservation details</h1>
      <p class="muted">Placeholder page for site {props.sid}.</p>
    </section>
  );
}
