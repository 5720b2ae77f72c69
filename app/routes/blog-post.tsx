// Placeholder: built by its issue.
export default function Placeholder() {
  return <h1>blog-post</h1>;
}
