/** PLACEHOLDER (booking-journey issue): Check your details. Route params arrive as props. */
export function CheckInfoPage(props: { sid: string }) {
  return (
    <section class="page">
      <h1>Check your details</h1>
      <p class="muted">Placeholder page for site {props.sid}.</p>
    </section>
  );
}
