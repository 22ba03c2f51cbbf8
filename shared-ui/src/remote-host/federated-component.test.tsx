import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { FederatedComponent, loadRemoteComponent } from './federated-component';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const fallback = () => <p>Could not load</p>;

describe('FederatedComponent', () => {
  beforeEach(() => jest.mocked(loadRemote).mockReset());

  it('shows the loading state, then the remote component with its props', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: Greeting });
    render(
      <FederatedComponent
        remote="mfe_people"
        module="./Greeting"
        props={{ name: 'Ada' }}
        loading={<p>Loading greeting</p>}
        fallback={fallback}
      />,
    );
    expect(screen.getByText('Loading greeting')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_people/Greeting');
  });

  it('renders a component loaded earlier at once, without a loading state (no suspense delay)', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: Greeting });
    await loadRemoteComponent({ remote: 'mfe_preloaded', module: './Greeting' });
    render(
      <FederatedComponent
        remote="mfe_preloaded"
        module="./Greeting"
        props={{ name: 'Grace' }}
        loading={<p>Loading greeting</p>}
        fallback={fallback}
      />,
    );
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading greeting')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('loads again at once when a load fails, as a failed preload of the remote answers the first request', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('Failed to load script resources'));
    jest.mocked(loadRemote).mockResolvedValue({ default: Greeting });
    render(
      <FederatedComponent
        remote="mfe_flaky"
        module="./Greeting"
        props={{ name: 'Barbara' }}
        loading={<p>Loading greeting</p>}
        fallback={fallback}
      />,
    );
    expect(await screen.findByText('Hello Barbara')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the remote exposes no component', async () => {
    jest.mocked(loadRemote).mockResolvedValue({});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <FederatedComponent
        remote="mfe_broken"
        module="./Greeting"
        props={{ name: 'Alan' }}
        loading={null}
        fallback={fallback}
      />,
    );
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
