// The floor of the stack (docs/benchmarks.md): React 19 and styled-components drawing a header, the first banner and 8 tiles.
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
const Bar = styled.header`
  height: 56px;
  background: #0b1220;
  color: #fff;
  display: flex;
  align-items: center;
  padding: 0 16px;
`;
const Banner = styled.img`
  display: block;
  width: calc(100% - 24px);
  margin: 12px;
  aspect-ratio: 2.5;
  border-radius: 12px;
  object-fit: cover;
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  padding: 12px;
  margin: 0;
  list-style: none;
`;
const Tile = styled.li`
  height: 160px;
  border-radius: 12px;
  background: ${({ $hue }) => `hsl(${$hue} 60% 30%)`};
  color: #fff;
  display: grid;
  place-items: center;
`;
function App() {
  return (
    <>
      <Bar>Portal</Bar>
      <Banner src="/sandbox/art/banner/1.jpg" alt="Welcome bonus" />
      <Grid>
        {Array.from({ length: 8 }, (_, i) => (
          <Tile key={i} $hue={i * 40}>
            Game {i + 1}
          </Tile>
        ))}
      </Grid>
    </>
  );
}
createRoot(document.getElementById('root')).render(<App />);
