"""Benchmarks run by `make bench`; each bench_*.py module has a main()."""
