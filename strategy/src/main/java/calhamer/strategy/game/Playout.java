package calhamer.strategy.game;

import calhamer.strategy.search.Interruption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.random.RandomGenerator;

/**
 * Plays a game with one agent per player. Each player draws from its own random stream, split in player order from
 * one {@link SplittableRandom} seeded with the given seed, so a play is repeatable from its seed and one agent's
 * draws never shift another's. Agents that are {@link MoveObserver}s are told every joint move after it is applied.
 */
public final class Playout {

    private Playout() {
    }

    /**
     * Plays from the game's initial state until a terminal state or {@code maxPlies} joint moves.
     *
     * @param agents one per player, in player order
     * @throws IllegalStateException when the game breaks its contract during play (no actor or no legal move in a
     *                               non-terminal state, several actors in a sequential game) or an agent chooses an
     *                               illegal move; the message names the ply and player
     */
    public static <S, M> Trajectory<S, M> run(Game<S, M> game, List<? extends Agent<S, M>> agents, Budget budget,
                                              long seed, int maxPlies) {
        return run(game, game.initialState(), agents, budget, seed, maxPlies);
    }

    /** Plays from the given state; see {@link #run(Game, List, Budget, long, int)}. */
    public static <S, M> Trajectory<S, M> run(Game<S, M> game, S start, List<? extends Agent<S, M>> agents,
                                              Budget budget, long seed, int maxPlies) {
        GameFacts facts = game.facts();
        if (agents.size() != facts.playerCount()) {
            throw new IllegalArgumentException(agents.size() + " agents for the " + facts.playerCount()
                    + " players of '" + facts.name() + "'");
        }
        if (maxPlies < 0) {
            throw new IllegalArgumentException("maxPlies must not be negative: " + maxPlies);
        }
        SplittableRandom root = new SplittableRandom(seed);
        List<RandomGenerator> streams = new ArrayList<>();
        for (int p = 0; p < facts.playerCount(); p++) {
            streams.add(root.split());
        }
        List<S> states = new ArrayList<>(List.of(start));
        List<JointMove<M>> moves = new ArrayList<>();
        List<MoveObserver<S, M>> observers = observers(agents);
        S state = start;
        while (!game.isTerminal(state) && moves.size() < maxPlies) {
            Interruption.check("playing out a game");
            JointMove<M> joint = chooseJointMove(game, state, agents, budget, streams, moves.size());
            S next = game.apply(state, joint);
            for (MoveObserver<S, M> observer : observers) {
                observer.observe(game, state, joint, next);
            }
            state = next;
            states.add(state);
            moves.add(joint);
        }
        return new Trajectory<>(states, moves, game.isTerminal(state));
    }

    /** The distinct agents that observe play, each once however many players it plays. */
    @SuppressWarnings("unchecked")
    private static <S, M> List<MoveObserver<S, M>> observers(List<? extends Agent<S, M>> agents) {
        List<MoveObserver<S, M>> observers = new ArrayList<>();
        for (Agent<S, M> agent : agents) {
            if (agent instanceof MoveObserver && observers.stream().noneMatch(o -> o == agent)) {
                observers.add((MoveObserver<S, M>) agent);
            }
        }
        return observers;
    }

    private static <S, M> JointMove<M> chooseJointMove(Game<S, M> game, S state, List<? extends Agent<S, M>> agents,
                                                       Budget budget, List<RandomGenerator> streams, int ply) {
        List<Integer> actors = game.actors(state);
        if (actors.isEmpty()) {
            throw new IllegalStateException("ply " + ply + ": no player acts in a non-terminal state");
        }
        if (game.facts().moveOrder() == MoveOrder.SEQUENTIAL && actors.size() != 1) {
            throw new IllegalStateException("ply " + ply + ": sequential game with actors " + actors);
        }
        TreeMap<Integer, M> chosen = new TreeMap<>();
        for (int player : actors) {
            List<M> legal = game.legalMoves(state, player);
            if (legal.isEmpty()) {
                throw new IllegalStateException("ply " + ply + ": player " + player
                        + " acts but has no legal move in a non-terminal state");
            }
            Agent<S, M> agent = agents.get(player);
            M move = agent.chooseMove(game, state, player, budget, streams.get(player));
            if (!legal.contains(move)) {
                throw new IllegalStateException("ply " + ply + ": agent " + agent.name() + " of player " + player
                        + " chose an illegal move " + move);
            }
            chosen.put(player, move);
        }
        return new JointMove<>(chosen);
    }
}
