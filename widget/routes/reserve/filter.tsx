/** PLACEHOLDER (booking-journey issue): Filter: date, party size, time and location. Route params arrive as props. */
export function FilterPage() {
  return (
    <section class="page">
      <h1>Filter: date, party size, time and location</h1>
      <p class="muted">Placeholder page.</p>
    </section>
  );
}
