/**
 * The services behind the endpoints and the offline commands: {@link calhamer.server.service.AdjudicationService}
 * (adjudication and legal orders), {@link calhamer.server.service.InfluenceService} (influence worlds and standings),
 * {@link calhamer.server.service.OrdersService} (the bot's choice of orders, made into the wire's answer by
 * {@link calhamer.server.service.DecisionAnswers}), {@link calhamer.server.service.DistanceService} (shortest-path
 * queries), {@link calhamer.server.service.MatrixService} (matrix games) and
 * {@link calhamer.server.service.GamesService} (every game of the game API, by name). They take requests as the wire
 * readers give them, and a client's mistake becomes one of the API's exceptions.
 * {@link calhamer.server.service.HeavyWork} admits heavy requests (searches, solves, payoff matrices), refusing those
 * beyond the limit with 503, and gives each admitted one its own bounded thread pool and time limit.
 */
package calhamer.server.service;
