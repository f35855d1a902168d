/** PLACEHOLDER (booking-journey issue): Reservation failed. Route params arrive as props. */
export function FailedPage(props: { sid: string }) {
  return (
    <section class="page">
      <h1>Reservation failed</h1>
      <p class="muted">Placeholder page for site {props.sid}.</p>
    </section>
  );
}
