/** PLACEHOLDER (booking-journey issue): Restaurant. Route params arrive as props. */
export function RestaurantPage(props: { id: string }) {
  return (
    <section class="page">
      <h1>Restaurant</h1>
      <p class="muted">Placeholder page for restaurant {props.id}.</p>
    </section>
  );
}
