// Placeholder: built by its issue.
export default function Placeholder() {
  return <h1>intercession</h1>;
}
