import Image from "next/image";

// create-next-app's starting page, by hand: a picture loaded first, a heading, a line of text
// and two links. Static: prerendered at build time.
export default function Home() {
  return (
    <main className="page">
      <Image className="picture" src="/picture.svg" alt="Silver rings on a pale backdrop" width={600} height={400} preload />
      <h1>To get started, edit the page.tsx file.</h1>
      <p>Looking for a starting point or more instructions? Head over to the templates or the learning center.</p>
      <div className="links">
        <a className="primary" href="https://nextjs.org/docs">
          Documentation
        </a>
        <a href="https://nextjs.org/learn">Learn</a>
      </div>
    </main>
  );
}
