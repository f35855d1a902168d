import { render } from 'preact';

// Placeholder entry until the shell issue lands: proves the build, the server and the browser work.
function App() {
  return (
    <main>
      <h1>Tafel</h1>
      <p>Reserve a table</p>
    </main>
  );
}

render(<App />, document.getElementById('app')!);
